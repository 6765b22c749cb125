// case: exec.texldl/execute/ps_3_sw/texldl-level1 (execute)
// expect: the outputs of execute-ps_3_sw-texldl-level1.outputs.json (tolerance 9.5367431640625e-7)
// origin: execute texldl {inputs: level1}
ps_3_sw
dcl_2d s0
mov r1, c0
mov r2, c1
mov r3, c2
texldl r0, r1, s0
mov oC0, r0
