import { memo, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import type { AllBooksResponse } from '../../../../shared/contract/catalog.contract';
import { formatCount } from '../../../../shared/messages';
import { useLingui } from '@lingui/react';
import { activeLocale } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/translate';
import { facetLanguageName } from '../languageNames';
import { shopMessages } from '../shop.messages';
import {
  authorToggled,
  genreToggled,
  languageToggled,
  priceRangeSet,
  type ShopAction,
  type ShopFilters,
} from '../shop.slice';
import { AuthorLookup } from './AuthorLookup';

interface FilterSidebarProps {
  facets: AllBooksResponse['Filters'] | undefined;
  filters: ShopFilters;
  onChange: (action: ShopAction) => void;
}

const rupees = (value: number) => formatRupees(rupeesToPaise(value));

function PriceRangeFilter({ facets, filters, onChange }: FilterSidebarProps & { facets: AllBooksResponse['Filters'] }) {
  const low = Math.floor(facets.PriceRange.MinPrice);
  const high = Math.max(low, Math.ceil(facets.PriceRange.MaxPrice));
  const committed: [number, number] = [
    Math.min(Math.max(filters.minPrice ?? low, low), high),
    Math.max(Math.min(filters.maxPrice ?? high, high), low),
  ];
  // While a thumb moves only the labels follow; the shop reloads when it is let go.
  const [draft, setDraft] = useState<number[] | null>(null);
  const value = draft ?? committed;
  const t = useTranslate();
  const [shownMin = low, shownMax = high] = value;

  return (
    <Box sx={{ px: 1 }}>
      <Slider
        value={value}
        min={low}
        max={high}
        step={1}
        disabled={low === high}
        onChange={(_event, next) => setDraft(next as number[])}
        onChangeCommitted={(_event, next) => {
          setDraft(null);
          const [min = low, max = high] = next as number[];
          onChange(priceRangeSet({ min: min <= low ? null : min, max: max >= high ? null : max }));
        }}
        getAriaLabel={(index) => t(index === 0 ? shopMessages.minimumPrice : shopMessages.maximumPrice)}
        getAriaValueText={rupees}
        valueLabelDisplay="auto"
        valueLabelFormat={rupees}
        disableSwap
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2">
          {t(shopMessages.min)} <strong>{rupees(shownMin)}</strong>
        </Typography>
        <Typography variant="body2">
          {t(shopMessages.max)} <strong>{rupees(shownMax)}</strong>
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * One collapsible group of filters, open at first. Its panel is a group, not MUI's default region:
 * the sidebar is already the page's complementary landmark, and three more landmarks inside it
 * only lengthen a screen reader's landmark list (axe: landmark-unique).
 */
function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Accordion defaultExpanded disableGutters slotProps={{ region: { role: 'group' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" variant="h6">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

/**
 * The books' languages (issue 38), most books first as the server sends them, with every ticked one.
 * Hindi and English go by their own names, other languages by their names in the page's language.
 */
function LanguageFacet({ facets, filters, onChange }: FilterSidebarProps) {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  return (
    <FormGroup>
      {(facets?.LanguageList ?? []).map((language) => (
        <FormControlLabel
          key={language.Language}
          control={
            <Checkbox
              size="small"
              checked={filters.languages.includes(language.Language)}
              onChange={() => onChange(languageToggled(language.Language))}
            />
          }
          label={`${facetLanguageName(language.Language, locale)} (${formatCount(language.Count)})`}
        />
      ))}
    </FormGroup>
  );
}

/**
 * 'Filter Option': category, author, language and price filters, all applied by the server. Memoised: its
 * props change only with the filters and the facets, not when the shop page re-renders for a
 * request going out (its checkboxes' MUI styles are a good part of a re-render's cost).
 */
export const FilterSidebar = memo(function FilterSidebar({ facets, filters, onChange }: FilterSidebarProps) {
  const t = useTranslate();
  return (
    <Box component="aside" aria-labelledby="filter-heading">
      <Typography id="filter-heading" component="h2" variant="h4" sx={{ mb: 1.5 }}>
        {t(shopMessages.filterHeading)}
      </Typography>
      <FilterSection title={t(shopMessages.byCategory)}>
        <FormGroup>
          {(facets?.Geners ?? []).map((genre) => (
            <FormControlLabel
              key={genre.GenerId}
              control={
                <Checkbox
                  size="small"
                  checked={filters.genreIds.includes(genre.GenerId)}
                  onChange={() => onChange(genreToggled(genre.GenerId))}
                />
              }
              label={`${genre.GenerName} (${formatCount(genre.Count)})`}
            />
          ))}
        </FormGroup>
      </FilterSection>
      <FilterSection title={t(shopMessages.byAuthor)}>
        <AuthorLookup filters={filters} onChoose={(authorId) => onChange(authorToggled(authorId))} />
        {/* The authors with the most matching books, most first, and every ticked author: as the server sends them. */}
        <FormGroup>
          {(facets?.Authors ?? []).map((author) => (
            <FormControlLabel
              key={author.AuthorId}
              control={
                <Checkbox
                  size="small"
                  checked={filters.authorIds.includes(author.AuthorId)}
                  onChange={() => onChange(authorToggled(author.AuthorId))}
                />
              }
              label={`${author.AuthorName} (${formatCount(author.Count)})`}
            />
          ))}
        </FormGroup>
      </FilterSection>
      {facets?.LanguageList.length ? (
        <FilterSection title={t(shopMessages.byLanguage)}>
          <LanguageFacet facets={facets} filters={filters} onChange={onChange} />
        </FilterSection>
      ) : null}
      <FilterSection title={t(shopMessages.priceRange)}>
        {facets ? (
          <PriceRangeFilter
            // A new range (or cleared filters) starts the slider afresh.
            key={`${facets.PriceRange.MinPrice}-${facets.PriceRange.MaxPrice}-${filters.minPrice}-${filters.maxPrice}`}
            facets={facets}
            filters={filters}
            onChange={onChange}
          />
        ) : null}
      </FilterSection>
    </Box>
  );
});
