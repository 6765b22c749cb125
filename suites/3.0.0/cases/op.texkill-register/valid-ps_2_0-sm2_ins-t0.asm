// case: op.texkill-register/valid/ps_2_0/sm2_ins-t0 (validate)
// expect: valid
// case: op.texkill-register/assemble/ps_2_0/sm2_ins-t0 (assemble)
// expect: the tokens of valid-ps_2_0-sm2_ins-t0.bin
// origin: template op {decls: dcl t0, ins: t0}
ps_2_0
dcl t0
mov r1, c0
mov r2, c0
mov r3, c0
texkill t0
mov oC0, c0
