// case: ps.oC0.required-2x/valid/ps_2_x/plain (validate)
// expect: valid
// case: ps.oC0.required-2x/assemble/ps_2_x/plain (assemble)
// expect: the tokens of valid-ps_2_x-plain.bin
// origin: template plain {}
ps_2_x
mov oC0, c0
