import { IconSearch } from '@tabler/icons-react';
import classes from './member-search.module.css';

interface MemberSearchProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The filter over a long member list (member-search.module.css says why it is a plain input). */
export function MemberSearch({ label, value, onChange }: MemberSearchProps) {
  return (
    <div className={classes.field}>
      <span className={classes.icon} aria-hidden>
        <IconSearch size={14} />
      </span>
      <input
        type="search"
        className={classes.input}
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
