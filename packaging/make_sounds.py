#!/usr/bin/env python3
"""Synthesise the table's sounds of tarot_table as small WAV files, with the standard library only.

Run from the repository root::

    python packaging/make_sounds.py                 # rewrites assets/sounds/
    python packaging/make_sounds.py --out DIR       # writes DIR/assets/sounds/ instead
    python packaging/make_sounds.py --seed N        # other noise, same shapes

It writes ``assets/sounds/<name>.wav`` for every name of :data:`SOUNDS` (the names
``tarot_table/app/sound.py`` plays): 16-bit mono PCM at 22,050 Hz, which SDL_mixer (pygame-ce's
mixer) reads on every platform. Card sounds are white noise shaped by filters and envelopes — a
slide is a band of noise swelling and fading, a snap a short bright burst over a low thump, a
riffle some fifty tiny clicks bunched in the middle; the chime and the fanfare are sums of sine
partials. The noise comes from ``random.Random`` seeded per sound from ``--seed``, so the same
seed gives the same bytes. The sounds are the project's own, under its licence
(``assets/sounds/README.md``).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import wave
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
RATE = 22050            # samples per second
SEED = 15               # the default seed of the committed files
FADE = 0.004            # seconds of fade at each end, so that no sound starts or stops with a click

Samples = list[float]


# --------------------------------------------------------------------------- building blocks

def frames(seconds: float) -> int:
    return round(seconds * RATE)


def silence(seconds: float) -> Samples:
    return [0.0] * frames(seconds)


def mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` times ``gain`` into ``into`` from ``at`` seconds (cut at its end)."""
    start = frames(at)
    for i, value in enumerate(sound[:max(0, len(into) - start)]):
        into[start + i] += gain * value


def noise(rng: random.Random, seconds: float) -> Samples:
    """White noise in [-1, 1]."""
    return [rng.uniform(-1.0, 1.0) for _ in range(frames(seconds))]


def envelope(samples: Samples, attack: float, decay: float, hold: float = 0.0) -> Samples:
    """``samples`` shaped by a linear rise over ``attack`` seconds, a level ``hold`` seconds long
    and an exponential fall with time constant ``decay`` seconds."""
    out = []
    for i, value in enumerate(samples):
        t = i / RATE
        if t < attack:
            level = t / attack
        elif t < attack + hold:
            level = 1.0
        else:
            level = math.exp(-(t - attack - hold) / decay)
        out.append(value * level)
    return out


def biquad(samples: Samples, kind: str, freq: float | Callable[[float], float],
           q: float = 0.707) -> Samples:
    """``samples`` through a second-order ``"lowpass"``, ``"highpass"`` or ``"bandpass"`` filter
    (R. Bristow-Johnson's cookbook; band-pass with 0 dB peak) at ``freq`` Hz, a number or a
    function of the time in seconds (a sweep)."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for i, x in enumerate(samples):
        f = freq(i / RATE) if callable(freq) else freq
        w = 2 * math.pi * f / RATE
        cos_w, alpha = math.cos(w), math.sin(w) / (2 * q)
        if kind == "lowpass":
            b0, b1, b2 = (1 - cos_w) / 2, 1 - cos_w, (1 - cos_w) / 2
        elif kind == "highpass":
            b0, b1, b2 = (1 + cos_w) / 2, -(1 + cos_w), (1 + cos_w) / 2
        else:
            b0, b1, b2 = alpha, 0.0, -alpha
        a0, a1, a2 = 1 + alpha, -2 * cos_w, 1 - alpha
        y = (b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def tone(freq: float | Callable[[float], float], seconds: float,
         partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),)) -> Samples:
    """A sum of sine ``partials`` (multiple of ``freq``, amplitude) at ``freq`` Hz, a number or
    a function of the time (a glide or a vibrato)."""
    out, phase = [], 0.0
    for i in range(frames(seconds)):
        f = freq(i / RATE) if callable(freq) else freq
        phase += 2 * math.pi * f / RATE
        out.append(sum(amp * math.sin(mult * phase) for mult, amp in partials))
    return out


def bell(freq: float, seconds: float, decay: float) -> Samples:
    """A soft struck bell: a few partials (multiple of ``freq``, amplitude, how many times
    faster than the fundamental it dies away), the higher ones (and the slightly inharmonic
    2.76) dying away faster, with time constant ``decay`` seconds for the fundamental."""
    partials = ((1.0, 1.0, 1.0), (2.0, 0.28, 1.8), (2.76, 0.10, 2.6), (5.4, 0.04, 4.0))
    out = []
    for i in range(frames(seconds)):
        t = i / RATE
        rise = min(1.0, t / 0.003)
        out.append(rise * sum(amp * math.exp(-t * speed / decay) *
                              math.sin(2 * math.pi * freq * mult * t)
                              for mult, amp, speed in partials))
    return out


def brass(freq: float, seconds: float, vibrato: float = 0.0) -> Samples:
    """A bright, horn-like note: seven harmonics falling off as 1/n^1.3, ``vibrato`` the
    relative depth of a 5.5 Hz wobble that grows in after 0.15 s."""
    partials = tuple((float(n), 1 / n ** 1.3) for n in range(1, 8))

    def pitch(t: float) -> float:
        depth = vibrato * min(1.0, max(0.0, (t - 0.15) / 0.2))
        return freq * (1 + depth * math.sin(2 * math.pi * 5.5 * t))

    return tone(pitch, seconds, partials)


def slide(rng: random.Random, seconds: float, centre: float, attack: float,
          decay: float) -> Samples:
    """A card sliding over cloth or over another card: a band of noise around ``centre`` Hz."""
    return envelope(biquad(noise(rng, seconds), "bandpass", centre, 0.7), attack, decay)


def tick(rng: random.Random, seconds: float = 0.02, decay: float = 0.004) -> Samples:
    """A card's edge touching down: a very short bright burst."""
    return envelope(biquad(noise(rng, seconds), "highpass", 3000.0), 0.0004, decay)


def knock(rng: random.Random, seconds: float = 0.12) -> Samples:
    """A pile squared on the table: a dull burst over a low thump."""
    thud = envelope(biquad(noise(rng, seconds), "lowpass", 700.0), 0.001, 0.012)
    body = envelope(tone(lambda t: 150.0 - 300.0 * t, seconds), 0.001, 0.03)
    return [a + 0.7 * b for a, b in zip(thud, body)]


# --------------------------------------------------------------------------- the sounds

def deal(rng: random.Random) -> Samples:
    """A card dealt: a quick slide ending in a light tick."""
    out = silence(0.1)
    mix(out, slide(rng, 0.08, 2600.0, 0.012, 0.02), 0.0)
    mix(out, tick(rng), 0.058, 0.5)
    return out


def play(rng: random.Random) -> Samples:
    """A card played onto the table: a short slide, then a snap over a thump."""
    out = silence(0.17)
    mix(out, slide(rng, 0.04, 2000.0, 0.012, 0.01), 0.0, 0.5)
    snap = envelope(biquad(noise(rng, 0.1), "bandpass", 1600.0, 1.0), 0.0008, 0.012)
    mix(out, snap, 0.03)
    mix(out, envelope(tone(lambda t: 150.0 - 250.0 * t, 0.12), 0.001, 0.03), 0.03, 0.35)
    return out


def flip(rng: random.Random) -> Samples:
    """A card turned over: a rising swish, then a tick as it lies down."""
    out = silence(0.11)
    swish = biquad(noise(rng, 0.085), "bandpass", lambda t: 1200.0 + 46000.0 * t, 1.2)
    mix(out, envelope(swish, 0.05, 0.015), 0.0)
    mix(out, tick(rng, 0.02, 0.003), 0.072, 0.45)
    return out


def shuffle(rng: random.Random) -> Samples:
    """A riffle shuffle: about fifty clicks of the cards falling together, fastest in the middle,
    over a flutter of air, then the deck squared with a knock."""
    out = silence(0.98)
    start, length, clicks = 0.05, 0.62, 52
    bed = biquad(noise(rng, length), "bandpass", 3200.0, 0.8)
    mix(out, [v * math.sin(math.pi * i / len(bed)) for i, v in enumerate(bed)], start, 0.16)
    for k in range(clicks):
        u = (k + 0.5) / clicks
        when = start + length * (u + 0.12 * math.sin(2 * math.pi * u))
        when += rng.uniform(-0.002, 0.002)
        mix(out, tick(rng, 0.012, 0.0025), when, rng.uniform(0.45, 0.9))
    mix(out, slide(rng, 0.08, 2200.0, 0.02, 0.02), 0.72, 0.45)
    mix(out, knock(rng), 0.8, 0.8)
    return out


def trick(rng: random.Random) -> Samples:
    """A trick gathered: the cards slid together and squared with a soft knock."""
    out = silence(0.34)
    mix(out, slide(rng, 0.22, 1800.0, 0.06, 0.06), 0.0, 0.55)
    mix(out, slide(rng, 0.16, 2400.0, 0.04, 0.04), 0.06, 0.35)
    mix(out, knock(rng), 0.2, 0.8)
    return out


def refused(rng: random.Random) -> Samples:
    """A move refused: a soft, low "uh-uh", two round notes falling a fourth (G3, D3)."""
    del rng                 # no noise in it: the same for every seed
    partials = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.12))
    out = silence(0.27)
    mix(out, envelope(tone(196.0, 0.1, partials), 0.006, 0.05), 0.0)
    mix(out, envelope(tone(146.83, 0.16, partials), 0.006, 0.06), 0.1)
    return out


def turn(rng: random.Random) -> Samples:
    """Your turn: a soft two-note chime rising a fourth (G5, C6)."""
    del rng
    out = silence(0.95)
    mix(out, bell(783.99, 0.8, 0.32), 0.0, 0.8)
    mix(out, bell(1046.5, 0.8, 0.36), 0.13)
    return out


def won(rng: random.Random) -> Samples:
    """A game won: a short fanfare, G4 C5 E5 G5 and a held C major chord with a chime on top."""
    del rng
    out = silence(1.6)
    for k, freq in enumerate((392.0, 523.25, 659.25, 783.99)):
        mix(out, envelope(brass(freq, 0.14), 0.012, 0.03, hold=0.08), 0.13 * k, 0.8)
    for freq in (523.25, 659.25, 783.99, 1046.5):
        mix(out, envelope(brass(freq, 1.05, vibrato=0.004), 0.02, 0.28, hold=0.15), 0.55, 0.5)
    mix(out, bell(2093.0, 0.9, 0.3), 0.55, 0.5)
    return out


#: name → (how it is made, its peak as a fraction of full scale). The names are the sounds
#: the table plays (``tarot_table/app/sound.py``: ``SOUNDS``).
SOUNDS: dict[str, tuple[Callable[[random.Random], Samples], float]] = {
    "deal": (deal, 0.5),
    "play": (play, 0.7),
    "flip": (flip, 0.45),
    "shuffle": (shuffle, 0.6),
    "trick": (trick, 0.6),
    "refused": (refused, 0.5),
    "turn": (turn, 0.45),
    "won": (won, 0.55),
}


# --------------------------------------------------------------------------- output

def finish(samples: Samples, peak: float) -> bytes:
    """``samples`` scaled to ``peak``, faded in and out over :data:`FADE`, as 16-bit PCM."""
    top = max(abs(v) for v in samples) or 1.0
    fade = frames(FADE)
    n = len(samples)
    pcm = bytearray()
    for i, value in enumerate(samples):
        level = min(1.0, i / fade, (n - 1 - i) / fade)
        pcm += struct.pack("<h", round(32767 * peak * level * value / top))
    return bytes(pcm)


def render(name: str, seed: int = SEED) -> bytes:
    """The WAV file ``name`` as bytes, the noise drawn from ``seed``. Raises ``KeyError`` for a
    name not in :data:`SOUNDS`."""
    make, peak = SOUNDS[name]
    rng = random.Random(seed * 100 + list(SOUNDS).index(name))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(finish(make(rng), peak))
    return buffer.getvalue()


def write(out: Path, seed: int = SEED) -> list[Path]:
    """Write every sound under ``out/assets/sounds``; return the paths written."""
    folder = out / "assets" / "sounds"
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SOUNDS:
        path = folder / f"{name}.wav"
        path.write_bytes(render(name, seed))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT,
                        help="root of the tree to write (default: the repository)")
    parser.add_argument("--seed", type=int, default=SEED,
                        help=f"seed of the noise (default: {SEED}, the committed files)")
    args = parser.parse_args(argv)
    for path in write(args.out, args.seed):
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
