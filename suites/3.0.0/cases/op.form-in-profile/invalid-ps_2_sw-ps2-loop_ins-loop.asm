// case: op.form-in-profile/invalid/ps_2_sw/ps2-loop_ins-loop (validate)
// expect: invalid [op.form-in-profile, reg.file-available]
// origin: template op {ins: loop}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
mov r0, r1
endloop
mov oC0, c0
