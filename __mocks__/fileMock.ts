// Jest stand-in for imported static files (images): the module's default export is its URL.
export default 'test-file-stub';
