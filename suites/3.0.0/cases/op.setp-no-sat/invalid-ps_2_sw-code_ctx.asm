// case: op.setp-no-sat/invalid/ps_2_sw/code_ctx (validate)
// expect: invalid [op.setp-no-sat]
// origin: template code {code: def c1, 1, 0, 0, 0 setp_gt_sat p0, c1, c1.y} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
def c1, 1.0, 0.0, 0.0, 0.0
setp_gt_sat p0, c1, c1.y
mov oC0, c0
mul r0, c0, c0
mad r1, c2, c2, r0
add r2, c0, r1
