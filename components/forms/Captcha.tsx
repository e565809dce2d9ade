'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/layout/useHydrated';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@/lib/captcha/size';

type Props = {
  form: string;
  /** Changes when the form needs a new challenge (after a refused answer). */
  generation: number;
  error?: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
};

/**
 * The site's captcha: an image drawn by /api/captcha/ (which also sets the challenge's cookie) and the
 * field to type its characters. Without JavaScript the image comes from <noscript> (one request, one
 * cookie); with JavaScript it is requested once mounted, and again on "New code".
 */
export function Captcha({ form, generation, error, inputProps }: Props) {
  const t = useTranslations('forms');
  const hydrated = useHydrated();
  const [instance] = useState(() => Math.random().toString(36).slice(2, 10));
  const [refreshes, setRefreshes] = useState(0);
  const version = hydrated ? `${instance}-${generation}-${refreshes}` : null;
  const base = `/api/captcha/?form=${encodeURIComponent(form)}`;
  const id = `${form}-captcha`;
  return (
    <div className={error ? 'form-field form-field--full form-captcha form-field--invalid' : 'form-field form-field--full form-captcha'}>
      <label htmlFor={id} className="form-field__label">
        {t('fields.captcha')}{' '}
        <span aria-hidden="true" className="form-field__required">
          *
        </span>
      </label>
      <div className="form-captcha__row">
        <span className="form-captcha__image">
          {version === null ? (
            <noscript>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={base} alt={t('captcha.imageAlt')} width={CAPTCHA_WIDTH} height={CAPTCHA_HEIGHT} />
            </noscript>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={`${base}&v=${version}`} alt={t('captcha.imageAlt')} width={CAPTCHA_WIDTH} height={CAPTCHA_HEIGHT} data-testid="captcha-image" />
          )}
        </span>
        {version !== null && (
          <button type="button" className="form-captcha__refresh" onClick={() => setRefreshes((n) => n + 1)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('captcha.refresh')}
          </button>
        )}
        <input
          id={id}
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          className="form-field__input form-captcha__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          {...inputProps}
        />
      </div>
      <p id={`${id}-help`} className="form-field__hint">
        {t('captcha.help')} <noscript>{t('captcha.noscript')}</noscript>
      </p>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
