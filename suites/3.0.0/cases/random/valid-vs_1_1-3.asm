// case: random/valid/vs_1_1/3 (validate)
// expect: valid
// case: random/assemble/vs_1_1/3 (assemble)
// expect: the tokens of valid-vs_1_1-3.bin
// origin: random seed 1 vs_1_1 #3
vs_1_1
def c7, 0.25, -1.0, 2.0, -1.0
dcl_position v7
dcl_fog7 v2
dcl_tangent12 v13
dcl_texcoord8 v10
lit r2.yzw, c0.zwzy
min r8, c1.yyz, v7.wwxy
sub r11, v10, -c1.zzyz
min r1, r11, c3
exp r11, c1.y
log r4.zw, c0.x
dp3 r4.x, c0, r1
rsq r8, r11.z
min r0.xw, c2.yyxy, -v7
exp r9, -r11.y
add r2.xy, v13.xzyx, r1.zwz
mad oPos, -v7, -c255.xwyw, -v7
max oD1.yzw, v2.xzyw, c2.wyx
mul oT0.xyz, r4.xxwz, c3
max oT1, c0.yyz, v13
max oT7.xy, r2, c0.ywwz
mov oFog, -v13.x
