// case: random/valid/vs_2_0/16 (validate)
// expect: valid
// case: random/assemble/vs_2_0/16 (assemble)
// expect: the tokens of valid-vs_2_0-16.bin
// origin: random seed 1 vs_2_0 #16
vs_2_0
defb b15, false
defi i10, 4, 2, 2, 0
dcl_position v1
defb b10, true
min r2, c0.xwxz, v1
mad oPos, v1.xw, -c1.wzwz, -v1
mov oD1.yzw, c2.yxwz
mad oT3.xy, c2.xwzw, r2.yxwy, -c2.wwzx
