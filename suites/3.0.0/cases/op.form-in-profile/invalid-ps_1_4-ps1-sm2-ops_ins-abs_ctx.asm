// case: op.form-in-profile/invalid/ps_1_4/ps1-sm2-ops_ins-abs_ctx (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: abs} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1, c0
abs r0, r1
mov r0, c0
mad r2, c6, c6, c6
mul r3, r2, r2
mov r4, r3
mul r5, r3, r2
