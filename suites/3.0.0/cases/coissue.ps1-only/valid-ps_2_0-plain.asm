// case: coissue.ps1-only/valid/ps_2_0/plain (validate)
// expect: valid
// case: coissue.ps1-only/assemble/ps_2_0/plain (assemble)
// expect: the tokens of valid-ps_2_0-plain.bin
// origin: template plain {}
ps_2_0
mov oC0, c0
