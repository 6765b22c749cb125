// case: decl.dcl-before-code/valid/ps_2_x/plain (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/ps_2_x/plain (assemble)
// expect: the tokens of valid-ps_2_x-plain.bin
// origin: template plain {}
ps_2_x
mov oC0, c0
