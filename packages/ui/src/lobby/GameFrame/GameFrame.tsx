import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { IconButton } from '../../actions/IconButton';
import { Spinner } from '../../feedback/Spinner';
import { mergeRefs } from '../../forms/shared/fieldParts';
import { Icon } from '../../primitives/Icon';
import { FrameRoot, Overlay, Stage, Title, Toolbar } from './GameFrame.styles';
import { gameFrameSandboxTokens, type GameFrameProps } from './GameFrame.types';

const canFullscreen = () => typeof document !== 'undefined' && Boolean(document.fullscreenEnabled);

/**
 * The in-page game launcher (/game, SPEC §2): a sandboxed iframe (scripts, same origin, popups and forms at
 * most; fullscreen allowed), a toolbar with back, the game's name and a fullscreen toggle, and a loading state
 * that lasts until the frame has loaded.
 */
export const GameFrame = forwardRef<HTMLDivElement, GameFrameProps>(function GameFrame(
  { src, title, isLoading = false, error, onRetry, onClose, sandbox = gameFrameSandboxTokens, hasFullscreen = true, headingLevel = 2, ...rest },
  ref,
) {
  const { t } = useTranslation('lobby');
  const rootRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, rootRef), [ref]);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [isFullscreen, setFullscreen] = useState(false);
  const [fullscreenAvailable] = useState(canFullscreen);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current && rootRef.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Only the allowed tokens, whatever a caller passes (the type says so; this holds for untyped callers too).
  const sandboxValue = sandbox.filter((token) => (gameFrameSandboxTokens as readonly string[]).includes(token)).join(' ');
  const isWaiting = !error && (isLoading || !src || loadedSrc !== src);

  const toggleFullscreen = () => {
    const root = rootRef.current;
    if (!root) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void root.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <FrameRoot ref={mergedRef} data-component="GameFrame" aria-busy={isWaiting || undefined} {...rest}>
      <Toolbar data-part="Toolbar">
        {onClose ? (
          <Button variant="ghost" size="sm" startIcon={<Icon name="chevronLeft" size="sm" />} data-part="BackButton" onClick={onClose}>
            {t('frame.back')}
          </Button>
        ) : null}
        <Title as={`h${headingLevel}`} data-part="Title">
          {title}
        </Title>
        {hasFullscreen && fullscreenAvailable ? (
          <IconButton
            icon={isFullscreen ? 'exitFullscreen' : 'fullscreen'}
            label={t('frame.fullscreen')}
            size="sm"
            isPressed={isFullscreen}
            data-part="FullscreenButton"
            onClick={toggleFullscreen}
          />
        ) : null}
      </Toolbar>
      <Stage data-part="Stage">
        {src && !error ? (
          <iframe
            key={src}
            src={src}
            title={t('frame.iframeTitle', { name: title })}
            sandbox={sandboxValue}
            allow="fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setLoadedSrc(src)}
          />
        ) : null}
        {error ? (
          <Overlay data-part="Error" role="alert">
            <Icon name="error" size="xl" />
            <div>{error === true ? t('frame.error') : error}</div>
            {onRetry ? (
              <Button variant="secondary" size="sm" startIcon={<Icon name="refresh" size="sm" />} onClick={onRetry}>
                {t('frame.retry')}
              </Button>
            ) : null}
          </Overlay>
        ) : isWaiting ? (
          <Overlay data-part="Loading" role="status">
            <Spinner size="lg" label={null} />
            <span>{t('frame.loading')}</span>
          </Overlay>
        ) : null}
      </Stage>
    </FrameRoot>
  );
});
