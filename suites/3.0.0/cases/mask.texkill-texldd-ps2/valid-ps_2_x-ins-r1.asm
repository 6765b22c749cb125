// case: mask.texkill-texldd-ps2/valid/ps_2_x/ins-r1 (validate)
// expect: valid
// case: mask.texkill-texldd-ps2/assemble/ps_2_x/ins-r1 (assemble)
// expect: the tokens of valid-ps_2_x-ins-r1.bin
// origin: template op {decls: dcl t0, ins: r1}
ps_2_x
dcl t0
mov r1, c0
mov r2, c0
mov r3, c0
texkill r1
mov oC0, c0
