// case: random/valid/vs_2_sw/16 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/16 (assemble)
// expect: the tokens of valid-vs_2_sw-16.bin
// origin: random seed 1 vs_2_sw #16
vs_2_sw
defi i37, 2, 4, 1, 0
dcl_texcoord12 v14
dcl_position v2
def c16, 0.5, -2.0, 4.0, 0.5
dcl_tangent2 v15
def c43, 4.0, 4.0, -1.0, -2.0
lrp r3, v14.zyx, v15.xw, -v2
pow r11, c1.x, c8191.w
max oPos, c3, c8191
mul oD1.xz, c1, r11
max oT1.xyz, -c2, -r3
mad oT2.xy, c8191.zzzx, -c1.zwzw, -v15.yzxw
mov oFog, -v14.y
mov oPts, v15.z
