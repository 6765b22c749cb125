// case: random/valid/vs_1_1/12 (validate)
// expect: valid
// case: random/assemble/vs_1_1/12 (assemble)
// expect: the tokens of valid-vs_1_1-12.bin
// origin: random seed 1 vs_1_1 #12
vs_1_1
def c62, 4.0, 0.0, 6.6532506e24, 0.25
def c53, 2.0, 0.125, 0.25, 0.0
dcl_binormal8 v8
dcl_position v13
def c54, 0.5, 0.25, -7.175919e-17, 2.0
def c16, -178758.69, -2.0, 2.0, -2.0
dcl_normal3 v7
add r4, -c1.zzwz, v8.zyxz
sub r11, v13, c255.xxzy
mov oPos, c0.zywx
mov oD0.yzw, -c2
min oT1.xyz, c255.xyxw, -v8
mov oT5.x, r11.zzxz
min oT7.xy, c2, v13.zwyw
mov oFog, -r11.w
