// case: exec.lit/execute/vs_3_sw/lit-no-specular (execute)
// expect: the outputs of execute-vs_3_sw-lit-no-specular.outputs.json (tolerance 1.8310546875e-4)
// origin: execute lit {inputs: no-specular}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
lit r0, r1
mov o0, r0
