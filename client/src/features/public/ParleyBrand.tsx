import { Link } from 'react-router';
import classes from './PublicLayout.module.css';

/** The product's mark and name, linking home. */
export function ParleyBrand() {
  return (
    <Link to="/" className={classes.brand} aria-label="Parley home">
      <img src="/favicon.svg" width={28} height={28} alt="" />
      <span>Parley</span>
    </Link>
  );
}
