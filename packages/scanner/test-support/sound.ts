/**
 * A WAV file with a sine tone: media that really plays sound, for tests of the audio check.
 * 8 kHz mono 16-bit keeps five seconds at 80 kB.
 */
export function toneWav(seconds: number, frequency = 440): Buffer {
  const sampleRate = 8_000;
  const samples = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++) {
    const value = Math.sin((2 * Math.PI * frequency * index) / sampleRate) * 0.5 * 32_767;
    wav.writeInt16LE(Math.round(value), 44 + index * 2);
  }
  return wav;
}
