// case: exec.texldd/execute/ps_2_sw/texldd-no-gradient (execute)
// expect: the outputs of execute-ps_2_sw-texldd-no-gradient.outputs.json (tolerance 1.220703125e-4)
// origin: execute texldd {inputs: no-gradient}
ps_2_sw
dcl_2d s0
mov r1, c0
mov r2, c1
mov r3, c2
texldd r0, r1, s0, r2, r2
mov oC0, r0
