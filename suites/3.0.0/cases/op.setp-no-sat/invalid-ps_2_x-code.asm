// case: op.setp-no-sat/invalid/ps_2_x/code (validate)
// expect: invalid [op.setp-no-sat]
// origin: template code {code: def c1, 1, 0, 0, 0 setp_gt_sat p0, c1, c1.y}
ps_2_x
def c1, 1, 0, 0, 0
setp_gt_sat p0, c1, c1.y
mov oC0, c0
