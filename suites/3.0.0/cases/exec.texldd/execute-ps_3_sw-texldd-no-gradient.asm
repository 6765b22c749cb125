// case: exec.texldd/execute/ps_3_sw/texldd-no-gradient (execute)
// expect: the outputs of execute-ps_3_sw-texldd-no-gradient.outputs.json (tolerance 9.5367431640625e-7)
// origin: execute texldd {inputs: no-gradient}
ps_3_sw
dcl_2d s0
mov r1, c0
mov r2, c1
mov r3, c2
texldd r0, r1, s0, r2, r2
mov oC0, r0
