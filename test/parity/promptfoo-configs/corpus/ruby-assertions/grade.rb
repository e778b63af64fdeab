def score(output, context)
  { 'pass' => true, 'score' => output.length / 10.0, 'reason' => "length of #{context['vars']['text']}" }
end

def boom(output, context)
  raise ArgumentError, 'no such grade'
end

def get_assert(output, context)
  output.length / 4.0
end
