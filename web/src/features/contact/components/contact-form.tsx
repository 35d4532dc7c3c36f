import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { InputField, TextAreaField } from '@/components/ui/field';
import styles from './contact-form.module.css';

export const CONTACT_TOAST = 'Form submitted, Thanks for reaching out to me';

/** The home page's contact form. By design the message is not sent anywhere (docs/product.md). */
export function ContactForm() {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.currentTarget.reset();
    // Imported on use: react-hot-toast stays out of the home page's downloads.
    void import('@/lib/toast').then(({ default: toast }) =>
      toast.success(CONTACT_TOAST, { duration: 5000 }),
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label="Contact Us">
      <div className={styles.row}>
        <InputField id="contact-name" name="name" label="Name" autoComplete="name" required />
        <InputField
          id="contact-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
        />
      </div>
      <TextAreaField id="contact-message" name="message" label="Message" rows={5} required />
      <Button type="submit" variant="accent">
        Send message
      </Button>
    </form>
  );
}
