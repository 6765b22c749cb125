// case: exec.texldb/execute/ps_2_sw/texldb-level0 (execute)
// expect: the outputs of execute-ps_2_sw-texldb-level0.outputs.json (tolerance 1.220703125e-4)
// origin: execute texldb {inputs: level0}
ps_2_sw
dcl_2d s0
mov r1, c0
mov r2, c1
mov r3, c2
texldb r0, r1, s0
mov oC0, r0
