// case: decl.dcl-before-code/valid/ps_2_0/plain (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/ps_2_0/plain (assemble)
// expect: the tokens of valid-ps_2_0-plain.bin
// origin: template plain {}
ps_2_0
mov oC0, c0
