// case: decl.dcl-before-code/valid/ps_2_sw/plain (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/ps_2_sw/plain (assemble)
// expect: the tokens of valid-ps_2_sw-plain.bin
// origin: template plain {}
ps_2_sw
mov oC0, c0
