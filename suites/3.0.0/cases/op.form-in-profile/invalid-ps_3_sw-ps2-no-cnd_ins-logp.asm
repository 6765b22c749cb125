// case: op.form-in-profile/invalid/ps_3_sw/ps2-no-cnd_ins-logp (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: logp}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
logp r0, r1.x
mov oC0, c0
