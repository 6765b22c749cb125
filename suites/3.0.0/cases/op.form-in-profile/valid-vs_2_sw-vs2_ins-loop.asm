// case: op.form-in-profile/valid/vs_2_sw/vs2_ins-loop (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/vs2_ins-loop (assemble)
// expect: the tokens of valid-vs_2_sw-vs2_ins-loop.bin
// origin: template op {ins: loop}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
mov r0, r1
endloop
mov oPos, v0
