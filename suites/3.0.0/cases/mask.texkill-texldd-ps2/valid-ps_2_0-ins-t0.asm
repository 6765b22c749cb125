// case: mask.texkill-texldd-ps2/valid/ps_2_0/ins-t0 (validate)
// expect: valid
// case: mask.texkill-texldd-ps2/assemble/ps_2_0/ins-t0 (assemble)
// expect: the tokens of valid-ps_2_0-ins-t0.bin
// origin: template op {decls: dcl t0, ins: t0}
ps_2_0
dcl t0
mov r1, c0
mov r2, c0
mov r3, c0
texkill t0
mov oC0, c0
