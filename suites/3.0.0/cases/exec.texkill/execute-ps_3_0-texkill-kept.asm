// case: exec.texkill/execute/ps_3_0/texkill-kept (execute)
// expect: the outputs of execute-ps_3_0-texkill-kept.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute texkill {inputs: kept}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
texkill r1
mov r0, r2
mov oC0, r0
