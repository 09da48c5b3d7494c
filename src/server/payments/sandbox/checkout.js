/*
 * The payment sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js.
 *
 * It defines window.Razorpay with Razorpay Checkout's interface, so the store's page runs the same
 * code against the sandbox and against live Razorpay:
 *   var rzp = new Razorpay({ key, amount, currency, name, description, order_id, handler,
 *                            prefill, theme: { color }, modal: { ondismiss }, retry });
 *   rzp.on('payment.failed', function (response) { ... response.error ... });
 *   rzp.open(); rzp.close();
 * open() shows a dialog with the store's name, the amount in rupees and two buttons: 'Pay' (the
 * payment succeeds) and 'Fail' (it fails). Escape dismisses it (modal.ondismiss).
 *
 * Plain ES2017 (arrow functions, no modules), no eval, no inline script: it runs under the store's CSP (script-src 'self').
 * Styles live in one <style> element and element.style, which the CSP allows for styles.
 */
/* global window, document, fetch, URL */
(function () {
  'use strict';

  var STYLE_ID = 'sandbox-razorpay-style';
  // Where this script came from is where /sandbox/pay lives.
  var scriptSrc = document.currentScript && document.currentScript.src;
  var payUrl = new URL('/sandbox/pay', scriptSrc || window.location.href).toString();
  var rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

  var CSS = [
    '.srzp-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483000;font-family:system-ui,sans-serif}',
    '.srzp-dialog{background:#fff;color:#1b1b1b;border-radius:8px;box-shadow:0 10px 40px rgba(0,0,0,.35);width:min(92vw,360px);padding:24px}',
    '.srzp-dialog h2{margin:0 0 4px;font-size:1.25rem}',
    '.srzp-note{margin:0 0 16px;font-size:.8rem;color:#555}',
    '.srzp-amount{font-size:1.75rem;font-weight:700;margin:8px 0 20px}',
    '.srzp-actions{display:flex;gap:12px}',
    '.srzp-actions button{flex:1;padding:10px 0;font-size:1rem;border-radius:6px;cursor:pointer;border:2px solid transparent}',
    '.srzp-actions button:focus-visible{outline:3px solid #1565c0;outline-offset:2px}',
    '.srzp-actions button[disabled]{opacity:.6;cursor:progress}',
    '.srzp-fail{background:#fff;color:#b71c1c;border-color:#b71c1c!important}',
    '.srzp-pay{color:#fff}',
  ].join('\n');

  function ensureStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /** Razorpay's error object for a failure the sandbox could not even record. */
  function networkError(orderId, description) {
    return {
      error: {
        code: 'NETWORK_ERROR',
        description: description,
        source: 'customer',
        step: 'payment_initiation',
        reason: 'network_error',
        metadata: { order_id: orderId, payment_id: '' },
      },
    };
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || !options.key)
      throw new Error('Razorpay: the key option is required');
    if (typeof options.order_id !== 'string' || !options.order_id)
      throw new Error('Razorpay: the order_id option is required');
    this.options = options;
    this.listeners = {};
    this.root = null;
    this.previousFocus = null;
    this.busy = false;
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback !== 'function') return this;
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.open = function () {
    if (this.root) return this;
    ensureStyle();
    var options = this.options;
    var titleId = 'srzp-title-' + options.order_id;

    var backdrop = element('div', 'srzp-backdrop');
    var dialog = element('div', 'srzp-dialog');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', titleId);
    var title = element('h2', '', options.name || 'Payment');
    title.id = titleId;
    dialog.appendChild(title);
    if (options.description) dialog.appendChild(element('p', 'srzp-note', options.description));
    dialog.appendChild(element('p', 'srzp-note', 'Test payment: no money moves'));
    dialog.appendChild(element('p', 'srzp-amount', rupees.format(Number(options.amount || 0) / 100)));

    var actions = element('div', 'srzp-actions');
    var fail = element('button', 'srzp-fail', 'Fail');
    var pay = element('button', 'srzp-pay', 'Pay');
    fail.type = 'button';
    pay.type = 'button';
    pay.style.backgroundColor = (options.theme && options.theme.color) || '#2e7d32';
    actions.appendChild(fail);
    actions.appendChild(pay);
    dialog.appendChild(actions);
    backdrop.appendChild(dialog);

    pay.addEventListener('click', () => this.submit('success', [pay, fail]));
    fail.addEventListener('click', () => this.submit('failure', [pay, fail]));
    backdrop.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!this.busy) this.dismiss();
        return;
      }
      // Focus stays inside the dialog: Tab and Shift+Tab cycle between the two buttons.
      if (event.key === 'Tab') {
        event.preventDefault();
        var order = [fail, pay];
        var index = order.indexOf(document.activeElement);
        var next = event.shiftKey ? (index <= 0 ? order.length - 1 : index - 1) : (index + 1) % order.length;
        order[next].focus();
      }
    });

    this.previousFocus = document.activeElement;
    this.root = backdrop;
    document.body.appendChild(backdrop);
    pay.focus();
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this.root) return;
    this.root.remove();
    this.root = null;
    if (this.previousFocus && typeof this.previousFocus.focus === 'function') this.previousFocus.focus();
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.submit = function (outcome, buttons) {
    if (this.busy) return;
    this.busy = true;
    buttons.forEach(function (button) {
      button.disabled = true;
    });
    var orderId = this.options.order_id;
    fetch(payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: orderId, outcome: outcome }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          return { ok: response.ok, body: body };
        });
      })
      .catch(function () {
        return { ok: false, body: networkError(orderId, 'The payment sandbox could not be reached.') };
      })
      .then((result) => {
        this.busy = false;
        this.close();
        if (result.ok && result.body && result.body.razorpay_signature) {
          if (typeof this.options.handler === 'function') this.options.handler(result.body);
          return;
        }
        var failure = result.body && result.body.error ? result.body : networkError(orderId, 'The payment failed.');
        this.emit('payment.failed', failure);
      });
  };

  window.Razorpay = Razorpay;
})();
