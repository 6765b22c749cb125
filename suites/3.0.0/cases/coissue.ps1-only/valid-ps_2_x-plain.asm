// case: coissue.ps1-only/valid/ps_2_x/plain (validate)
// expect: valid
// case: coissue.ps1-only/assemble/ps_2_x/plain (assemble)
// expect: the tokens of valid-ps_2_x-plain.bin
// origin: template plain {}
ps_2_x
mov oC0, c0
