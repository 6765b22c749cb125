// case: coissue.ps1-only/valid/vs_2_sw/plain (validate)
// expect: valid
// case: coissue.ps1-only/assemble/vs_2_sw/plain (assemble)
// expect: the tokens of valid-vs_2_sw-plain.bin
// origin: template plain {}
vs_2_sw
dcl_position v0
mov oPos, v0
