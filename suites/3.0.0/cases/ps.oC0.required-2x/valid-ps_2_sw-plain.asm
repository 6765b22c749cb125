// case: ps.oC0.required-2x/valid/ps_2_sw/plain (validate)
// expect: valid
// case: ps.oC0.required-2x/assemble/ps_2_sw/plain (assemble)
// expect: the tokens of valid-ps_2_sw-plain.bin
// origin: template plain {}
ps_2_sw
mov oC0, c0
