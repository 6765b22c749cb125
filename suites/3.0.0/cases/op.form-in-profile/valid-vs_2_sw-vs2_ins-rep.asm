// case: op.form-in-profile/valid/vs_2_sw/vs2_ins-rep (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/vs2_ins-rep (assemble)
// expect: the tokens of valid-vs_2_sw-vs2_ins-rep.bin
// origin: template op {ins: rep}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
mov r0, r1
endrep
mov oPos, v0
