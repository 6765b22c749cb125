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
mov a0.x, c255.z
exp r0, -c255.y
mul r2, c2.wwxy, c2.xywy
m3x3 r5.xyz, -r0.zzyz, c4
mad r11, -c1.zwzw, c1.xyyz, v13
log r4.zw, v2.x
dp3 r4.x, c3, v13
rsq r8, c2.z
min r0.xw, v2.yyxy, -c1
exp r9, -c3.y
add r2.xy, c255.xzyx, r8.zwz
mad oPos, -r11, -r0.xwyw, -c4[a0.x]
max oD1.yzw, v10.xzyw, r5.wyx
mul oT0.xyz, v2.xxwz, c2
max oT1, c1.yyz, v13
max oT7.xy, r2, r2.ywwz
mov oFog, -c4[a0.x].x
