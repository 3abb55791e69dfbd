/**
 * The sign-in page's input, password input and button, drawn like antd's large ones (sizes, colours, focus ring,
 * error state, the loading button, the space antd puts between two Chinese characters) without antd: the sign-in
 * page is the entry, and antd's inputs and buttons with the theme engine under them weigh more than the page's
 * budget (issue 13). The look lives in login.css; icons are antd's own.
 */
import { EyeInvisibleOutlined, EyeOutlined, LoadingOutlined } from '@ant-design/icons';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'>;

/** A large text input with an icon before it; `invalid` draws the error state. */
export function LoginInput({ prefix, suffix, invalid, ...input }: NativeInput & { prefix?: ReactNode; suffix?: ReactNode; invalid?: boolean }) {
  return (
    <span className={`klx-input${invalid ? ' klx-input--error' : ''}`}>
      {prefix && <span className="klx-input__prefix">{prefix}</span>}
      <input type="text" {...input} aria-invalid={invalid || undefined} />
      {suffix && <span className="klx-input__suffix">{suffix}</span>}
    </span>
  );
}

/** A large password input whose eye shows or hides what was typed. */
export function LoginPasswordInput(props: NativeInput & { prefix?: ReactNode; invalid?: boolean }) {
  const [visible, setVisible] = useState(false);
  const Eye = visible ? EyeOutlined : EyeInvisibleOutlined;
  return (
    <LoginInput
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <Eye
          className="klx-input__eye"
          // Keep the caret in the field, as antd's does.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}

// antd writes a button labelled with exactly two Chinese characters with a space between them ("登 录").
const TWO_CHINESE_CHARACTERS = /^[\u4e00-\u9fa5]{2}$/;

/** The large primary submit button across the form, spinning while `loading`. */
export function LoginSubmit({ loading, children, ...button }: { loading: boolean; children: string; 'data-testid'?: string }) {
  const label = TWO_CHINESE_CHARACTERS.test(children) ? children.split('').join(' ') : children;
  return (
    <button
      type="submit"
      className={`klx-button${loading ? ' klx-button--loading' : ''}`}
      aria-busy={loading || undefined}
      // Like antd's, a loading button does not submit again.
      onClick={loading ? (event) => event.preventDefault() : undefined}
      {...button}
    >
      {loading && <LoadingOutlined className="klx-button__icon" />}
      <span>{label}</span>
    </button>
  );
}
