import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { TextField } from '../../forms/TextField';
import { Icon } from '../../primitives/Icon';
import { SearchForm } from './agent.styles';

export interface AccountSearchProps {
  /** The account searched for ('' for all). */
  value: string;
  onSearch: (account: string) => void;
  label?: string;
}

/** Search by account: typed freely, applied on Enter or the search button (one request, not one per key). */
export function AccountSearch({ value, onSearch, label }: AccountSearchProps) {
  const { t } = useTranslation('centre');
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <SearchForm
      role="search"
      data-part="AccountSearch"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <TextField
        label={label ?? t('agent.common.account')}
        type="search"
        value={draft}
        autoComplete="off"
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant="secondary" startIcon={<Icon name="search" size="sm" />}>
        {t('agent.common.search')}
      </Button>
    </SearchForm>
  );
}
