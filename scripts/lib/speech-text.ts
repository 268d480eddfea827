/*
 * The words a recording script says, as each speech engine is asked to say them (make-audio.ts):
 * `{written|spoken}` in a turn is said as `spoken` and checked as `written`; flite and festival,
 * whose lexicons are American, also get British spellings respelled.
 */

/**
 * Respellings for flite and festival, whose lexicon and letter-to-sound rules are American:
 * British spellings they misread, and a few words and abbreviations they say wrongly. Applied after
 * `{written|spoken}`, to whole words or word beginnings; a capital at the start is kept.
 */
const FLITE_FESTIVAL_RESPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/([a-z])aem(?=i(?:a|as|c)\b)/gi, '$1em'], // anaemia, hypokalaemia, ischaemic
  [/\bhaem/gi, 'hem'], // haemoglobin, haematoma, haemorrhage
  [/\banaesth/gi, 'anesth'],
  [/paed/gi, 'ped'], // paediatric, orthopaedic
  [/\boedem/gi, 'edem'],
  [/\boesophag/gi, 'esophag'],
  [/\boestr/gi, 'estr'],
  [/([a-z])oea\b/gi, '$1ea'], // apnoea, dyspnoea, diarrhoea
  [/\bcoeliac/gi, 'celiac'],
  [/\bfaec/gi, 'fec'],
  [/\bfoet/gi, 'fet'],
  [/\bgynaec/gi, 'gynec'],
  [/\bcaesarean/gi, 'cesarean'],
  [/\bmanoeuvre/gi, 'maneuver'],
  [/\b(milli|centi)?litre/gi, '$1liter'],
  [/\btumour/gi, 'tumor'],
  [/\b(mobil|immobil|stabil|organ|minim|priorit|summar|hospital|steril|special|emphas|normal|apolog|immun|author|catheter|categor|optim|util)is(e|es|ed|ing|ation|ations)\b/gi, '$1iz$2'],
  [/\bparacetamol\b/gi, 'parra seetah mol'],
  [/\bbrachial\b/gi, 'braykial'],
  [/\bferritin\b/gi, 'ferra tin'],
  [/\bnorovirus\b/gi, 'noro virus'],
  [/\bMRI\b/g, 'M R I'],
  [/\bOET\b/g, 'O E T'],
  [/\bMs\b\.?/g, 'Miz'],
  [/\bDr\b\.?(?= [A-Z])/g, 'Doctor'],
  [/\bSt\b\.?(?= [A-Z])/g, 'Saint'],
]

/** What flite or festival is asked to say: the spoken text, British spellings respelled. */
export function engineText(text: string): string {
  let result = spokenText(text)
  for (const [pattern, replacement] of FLITE_FESTIVAL_RESPELLINGS) {
    result = result.replace(pattern, (match: string, ...groups: unknown[]) => {
      let out = replacement.replace(/\$(\d)/g, (_: string, n: string) => String(groups[Number(n) - 1] ?? ''))
      const first = match.charAt(0)
      if (first !== first.toLowerCase() && match !== match.toUpperCase()) out = out.charAt(0).toUpperCase() + out.slice(1)
      return out
    })
  }
  return result
}

/** What espeak-ng is asked to say: `{written|spoken}` becomes `spoken`. */
export function spokenText(text: string): string {
  return text.replace(/\{([^{}|]*)\|([^{}]*)\}/g, (_match, _written: string, spoken: string) => spoken)
}

/** The text as written: `{written|spoken}` becomes `written`. */
export function writtenText(text: string): string {
  return text.replace(/\{([^{}|]*)\|([^{}]*)\}/g, (_match, written: string) => written)
}
