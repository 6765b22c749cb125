// case: decl.dcl-before-code/valid/ps_3_sw/plain (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/ps_3_sw/plain (assemble)
// expect: the tokens of valid-ps_3_sw-plain.bin
// origin: template plain {}
ps_3_sw
mov oC0, c0
