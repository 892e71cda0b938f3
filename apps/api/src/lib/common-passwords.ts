/**
 * Passwords of 8+ characters that top the public breach-frequency lists (SecLists top 10k,
 * NCSC 100k). Matching is case-insensitive.
 */
const COMMON = new Set(
  `
12345678 123456789 1234567890 12345678910 password password1 password12 password123 passw0rd
qwertyuiop qwerty123 qwerty12 qwerty1234 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 zaq12wsx
iloveyou iloveyou1 11111111 111111111 1111111111 00000000 000000000 0000000000 88888888
87654321 987654321 12341234 11223344 12344321 123123123 123321123 147258369 159753456
abcd1234 abc12345 abcdefgh abcdefg1 asdfghjk asdfghjkl asdf1234 zxcvbnm1 zxcvbnm123
sunshine princess football baseball basketball superman batman123 starwars trustno1
welcome1 welcome123 letmein1 letmein123 monkey123 dragon123 master123 shadow123 michael1
jennifer jordan23 charlie1 liverpool chelsea1 arsenal1 computer internet whatever
freedom1 mustang1 corvette samsung1 pokemon1 minecraft fortnite 1234qwer qwer1234
q1w2e3r4 q1w2e3r4t5 a1b2c3d4 aa123456 a1234567 p@ssw0rd p@ssword pa$$word passw0rd1
changeme changeme1 administrator admin123 admin1234 adminadmin root1234 test1234
testtest test12345 secret123 default1 letmein! welcome! iloveyou! password! password1!
qwerty!@ qazwsxedc qwertyui 1qaz!qaz 1q2w3e4r! P@ssw0rd1 Password1 Password123
Password1! Passw0rd! Welcome1! Summer2024 Summer2025 Summer2026 Winter2024 Winter2025
Winter2026 Spring2025 Spring2026 Autumn2025 Autumn2026 Company123 letmeinplease
`
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase()),
);

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());
