// case: random/valid/vs_1_1/18 (validate)
// expect: valid
// case: random/assemble/vs_1_1/18 (assemble)
// expect: the tokens of valid-vs_1_1-18.bin
// origin: random seed 1 vs_1_1 #18
vs_1_1
def c52, 0.25, 5.695605e36, -1.6597445e-15, 0.25
dcl_position v9
dst r6, c255, c255
slt r6, -c255, c255.xxzy
exp r5.x, -c3.w
add r0.yz, -c1, -c1
dst r7.xy, -c0, -c0.yzwx
sub r5.xz, -c3.wzxw, -c3
add oPos, c0.xxwy, v9.yxw
mov oD0.z, -c0
