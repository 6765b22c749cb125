// case: exec.lit/execute/vs_2_0/lit-no-specular (execute)
// expect: the outputs of execute-vs_2_0-lit-no-specular.outputs.json (tolerance 1.8310546875e-4)
// origin: execute lit {inputs: no-specular}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
lit r0, r1
mov oPos, r0
