// case: op.form-in-profile/valid/ps_3_0/ps3_ins-loop (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_0/ps3_ins-loop (assemble)
// expect: the tokens of valid-ps_3_0-ps3_ins-loop.bin
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: loop}
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
mov r0, r1
endloop
mov oC0, c0
