// case: exec.texldl/execute/vs_3_0/texldl-level0 (execute)
// expect: the outputs of execute-vs_3_0-texldl-level0.outputs.json (tolerance 9.5367431640625e-7)
// origin: execute texldl {inputs: level0}
vs_3_0
dcl_2d s0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
texldl r0, r1, s0
mov o0, r0
