// case: ps.oC.no-result-modifier/invalid/ps_2_sw/suffix-_sat_ctx (validate)
// expect: invalid [ps.oC.no-result-modifier]
// origin: template oc_write {suffix: _sat} + 2 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov_sat oC0, c0
mad r0, c3, c3, c3
add r4, c7, r0
