// case: coissue.ps1-only/valid/ps_2_sw/plain (validate)
// expect: valid
// case: coissue.ps1-only/assemble/ps_2_sw/plain (assemble)
// expect: the tokens of valid-ps_2_sw-plain.bin
// origin: template plain {}
ps_2_sw
mov oC0, c0
