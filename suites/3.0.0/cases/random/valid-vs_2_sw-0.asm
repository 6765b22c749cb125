// case: random/valid/vs_2_sw/0 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/0 (assemble)
// expect: the tokens of valid-vs_2_sw-0.bin
// origin: random seed 1 vs_2_sw #0
vs_2_sw
dcl_blendindices4 v14
defi i41, 3, 3, 2, 0
defb b54, false
dcl_fog9 v9
dcl_position v1
dcl_normal v6
def c26, 0.25, 0.25, 3.6572633e-29, 4.0
lrp r25, -v6.zyyw, -c1, c8191
exp r4.x, -c0.y
rsq r19, -c1.x
rsq r29, c1.y
lit r13, -r29.yzyz
loop aL, i41
    nop
endloop
add oPos, c0, r25.xyxy
add oT2.xy, c1.zzyz, -r19
mov oT3, -r25.wxzx
min oT7.x, c1, -v14
