// case: exec.lit/execute/vs_3_0/lit-back (execute)
// expect: the outputs of execute-vs_3_0-lit-back.outputs.json (tolerance 1.8310546875e-4)
// origin: execute lit {inputs: back}
vs_3_0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
lit r0, r1
mov o0, r0
