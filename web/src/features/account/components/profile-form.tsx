import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import type { AuthUser } from '@/lib/auth/store';
import { byField, useFieldErrors } from '@/lib/forms/use-field-errors';
import type { ProfileOutcome } from '../routes/account-actions';
import { AccountSection } from './account-section';
import { NAME_MAX, nameError, photoUrlError } from './profile-validation';
import { useAccountForm } from './use-account-form';
import styles from './account.module.css';

const judge = byField({ displayName: nameError, photoURL: photoUrlError });

/** The name and photo the site shows for the account (navbar, review forms, its public reviews). */
export function ProfileForm({ user }: { user: AuthUser }) {
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [photoURL, setPhotoURL] = useState(user.photoURL ?? '');
  const fields = useFieldErrors(judge);
  const { busy, answer, send } = useAccountForm<ProfileOutcome>();

  return (
    <AccountSection title="Profile">
      <div className={styles.row}>
        <Avatar src={user.photoURL} name={user.displayName || user.email} alt="" size={64} />
        <p className={styles.text}>
          Your name and photo show in the navbar and beside your reviews. Without a photo, your
          initials show.
        </p>
      </div>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (fields.checkAll({ displayName, photoURL })) {
            send({ intent: 'profile', displayName, photoURL });
          }
        }}
      >
        <InputField
          id="account-name"
          name="displayName"
          label="Display name"
          autoComplete="name"
          value={displayName}
          maxLength={NAME_MAX}
          onChange={(event) => {
            setDisplayName(event.target.value);
            fields.changed({ displayName: event.target.value, photoURL });
          }}
          error={fields.errors.displayName}
          optional
        />
        <InputField
          id="account-photo"
          name="photoURL"
          type="url"
          inputMode="url"
          label="Photo URL"
          placeholder="https://…"
          value={photoURL}
          onChange={(event) => {
            setPhotoURL(event.target.value);
            fields.changed({ displayName, photoURL: event.target.value });
          }}
          error={fields.errors.photoURL}
          hint="An https:// address of a picture. Leave it empty to show your initials."
          optional
        />
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            Save profile
          </Button>
        </div>
        {answer?.ok === false && <Alert>{answer.message}</Alert>}
      </form>
    </AccountSection>
  );
}
