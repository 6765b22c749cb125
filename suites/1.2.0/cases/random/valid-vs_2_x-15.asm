// case: random/valid/vs_2_x/15 (validate)
// expect: valid
// case: random/assemble/vs_2_x/15 (assemble)
// expect: the tokens of valid-vs_2_x-15.bin
// origin: random seed 1 vs_2_x #15
vs_2_x
dcl_position v2
defi i0, 4, 4, 2, 0
defb b11, true
defb b13, false
m4x3 r25.xyz, -v2, c116
mul r22, -v2.wxyw, -c1
m4x4 r14, -r22, c234
dp4 r30, c1.zxxz, c0
slt r28, c255, c2
max oPos, r30.xwxy, v2.wwxz
max oT0.xyz, -c1, r22.wyxz
mov oT4, c255.y
mov oFog, v2.w
